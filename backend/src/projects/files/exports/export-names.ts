/** The order's title as a file name: letters, digits, spaces and dashes, at most 80 characters. */
function baseName(title: string): string {
  return (
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80)
      .trim() || 'Auftrag'
  );
}

/** What the exports are saved as: "{title} V3.zip", "{title} Freigabeprotokoll.pdf". */
export function exportFileNames(title: string, approvedVersion: number | null): { zip: string; record: string } {
  const base = baseName(title);
  return { zip: `${base} V${approvedVersion ?? 0}.zip`, record: `${base} Freigabeprotokoll.pdf` };
}
