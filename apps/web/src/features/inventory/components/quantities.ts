const counts = new Intl.NumberFormat('en-US');

/** Units and counts as people read them: 12,480. */
export const formatCount = (value: number) => counts.format(value);
