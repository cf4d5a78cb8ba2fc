/** '1 product', '2 products', '1,200 rows': a count with its noun in the right number. */
export const countText = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
