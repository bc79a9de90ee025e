import type { Root as HtmlRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import type { DocumentProperties } from './document-properties.ts';

// A result as a web page: mdast-util-to-hast makes the HTML tree (raw HTML in the markdown is
// dropped, never passed through) and hast-util-to-html writes it; a small stylesheet makes
// tables readable. The run's name is the page's title, its date a `dcterms.created` meta.

const style = [
  'body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}',
  'table{border-collapse:collapse}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left}',
  'th{background:#eee}pre{background:#f4f4f4;padding:.5rem;overflow:auto}',
].join('');

/** An HTML page of the markdown tree. */
export function writeHtml(tree: Root, properties: DocumentProperties): Buffer {
  const body = toHast(tree) as HtmlRoot;
  const page: HtmlRoot = {
    type: 'root',
    children: [
      { type: 'doctype' },
      {
        type: 'element',
        tagName: 'html',
        properties: { lang: 'en' },
        children: [
          {
            type: 'element',
            tagName: 'head',
            properties: {},
            children: [
              { type: 'element', tagName: 'meta', properties: { charSet: 'utf-8' }, children: [] },
              {
                type: 'element',
                tagName: 'title',
                properties: {},
                children: [{ type: 'text', value: properties.title }],
              },
              {
                type: 'element',
                tagName: 'meta',
                properties: { name: 'dcterms.created', content: properties.created.toISOString() },
                children: [],
              },
              {
                type: 'element',
                tagName: 'meta',
                properties: { name: 'generator', content: 'Taskwell' },
                children: [],
              },
              { type: 'element', tagName: 'style', properties: {}, children: [{ type: 'text', value: style }] },
            ],
          },
          {
            type: 'element',
            tagName: 'body',
            properties: {},
            children: [{ type: 'element', tagName: 'main', properties: {}, children: body.children as never }],
          },
        ],
      },
    ],
  };
  return Buffer.from(toHtml(page), 'utf8');
}
