/** One bottle as a warehouse manifest or the register lists it. */
export interface ManifestBottle {
  serial: string;
  wineCode: string;
  facility: string;
}

export interface ManifestReconciliation {
  /** In the register (held in the vault) but not on the manifest. */
  missing: string[];
  /** On the manifest but not in the register. */
  extra: string[];
  /** On both, at another facility than the register says. */
  moved: { serial: string; from: string; to: string }[];
  /** On both, with another wine code: the wrong wine under a serial. */
  mislabelled: { serial: string; register: string; manifest: string }[];
}

/**
 * Compares an asset's warehouse manifest with its register (both its backing bottles). Any
 * difference is a mismatch the platform cannot explain by itself: compliance looks at it.
 */
export function reconcileManifest(register: ManifestBottle[], manifest: ManifestBottle[]): ManifestReconciliation {
  const held = new Map(register.map((b) => [b.serial, b]));
  const listed = new Map(manifest.map((b) => [b.serial, b]));
  const result: ManifestReconciliation = { missing: [], extra: [], moved: [], mislabelled: [] };
  for (const bottle of register) if (!listed.has(bottle.serial)) result.missing.push(bottle.serial);
  for (const row of manifest) {
    const known = held.get(row.serial);
    if (!known) {
      result.extra.push(row.serial);
      continue;
    }
    if (known.facility !== row.facility)
      result.moved.push({ serial: row.serial, from: known.facility, to: row.facility });
    if (known.wineCode !== row.wineCode)
      result.mislabelled.push({ serial: row.serial, register: known.wineCode, manifest: row.wineCode });
  }
  return result;
}

export function isReconciled(r: ManifestReconciliation): boolean {
  return !r.missing.length && !r.extra.length && !r.moved.length && !r.mislabelled.length;
}

/** A manifest CSV (header: serial,wine_code,facility,lot,condition) as rows; throws naming the bad line. */
export function parseManifestCsv(csv: string): (ManifestBottle & { lot: string; condition: string })[] {
  const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines.shift()?.trim().toLowerCase();
  if (header !== 'serial,wine_code,facility,lot,condition')
    throw new Error('The manifest must start with the header serial,wine_code,facility,lot,condition.');
  const seen = new Set<string>();
  return lines.map((line, i) => {
    const cells = line.split(',').map((c) => c.trim());
    if (cells.length !== 5 || cells.some((c) => c === ''))
      throw new Error(`Line ${i + 2}: five non-empty fields expected.`);
    const [serial, wineCode, facility, lot, condition] = cells as [string, string, string, string, string];
    if (seen.has(serial)) throw new Error(`Line ${i + 2}: serial ${serial} is listed twice.`);
    seen.add(serial);
    return { serial, wineCode, facility, lot, condition };
  });
}
