/** The home's current year, by `now`: the card's year selector starts there and goes no further. */

export function currentYear(now: Date): number {
  return now.getFullYear();
}
