/** A decoded form value: Stripe's bracket notation (`items[0][price]`) as nested objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function segmentsOf(key: string): string[] {
  const first = key.indexOf('[');
  if (first === -1) return [key];
  const rest = key.slice(first).match(/\[([^\]]*)\]/g) ?? [];
  return [key.slice(0, first), ...rest.map((part) => part.slice(1, -1))];
}

/**
 * Decodes the parameters the Stripe SDK sends (form-encoded bodies and query strings, nested with
 * brackets) into one object. Numeric segments make arrays.
 */
export function decodeFormParams(params: URLSearchParams): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of params) {
    const segments = segmentsOf(key);
    let node: Record<string, FormValue> | FormValue[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const slot = Array.isArray(node) ? Number(segment === '' ? node.length : segment) : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(segments[index + 1] ?? '');
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** A string parameter, or nothing. */
export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An object parameter, or an empty one. */
export function record(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** A list parameter, or an empty one. */
export function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}

/** Stripe's `metadata[key]=value` parameters as a record of strings. */
export function metadataOf(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
