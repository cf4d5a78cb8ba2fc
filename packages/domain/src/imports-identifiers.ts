/**
 * Identifier cells (UPC) as the trade's files carry them. A UPC typed as a number and saved to CSV
 * by Excel comes out as '3.65275E+11': its last digits are gone, and the barcode is wrong. A UPC
 * (UPC-A 12, EAN-13, GTIN-14) is 12 to 14 digits; anything else is worth a look before it is
 * staged. Empty is fine (the field is optional).
 */

export const UPC_MESSAGES = {
  scientific: (value: string) =>
    `UPC "${value}" is a number in scientific notation and has lost digits; format the column as Text (or 000000000000) and save the file again`,
  digits: (value: string) => `UPC "${value}" is not 12 to 14 digits`,
};

/** Why a UPC cell looks wrong, or null when it is empty or 12–14 digits (spaces and dashes allowed). */
export function upcWarning(cell: string): string | null {
  const value = cell.trim();
  if (value === '') return null;
  if (/^\d+(\.\d+)?E\+?\d+$/i.test(value)) return UPC_MESSAGES.scientific(value);
  return /^\d{12,14}$/.test(value.replaceAll(/[\s-]/g, '')) ? null : UPC_MESSAGES.digits(value);
}
