const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** spec §2 Billing: a balance with thousands separators and the word credits ('12,500 credits'). */
export function formatCredits(credits: number): string {
  return `${whole.format(credits)} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;
}

/** spec §9: amounts in cents shown divided by 100 with 2 decimals ('1,234.50'). */
export function formatCents(amountInCents: number): string {
  return cents.format(amountInCents / 100);
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** A plan price in US dollars as a pricing card shows it: '$9' for whole dollars, '$7.50' otherwise. */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount);
}
