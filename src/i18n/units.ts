// File sizes as a person reads them in their language ("2 MB", "2 Mo", "2 МБ"), through Intl's
// unit formatting: whole megabytes or kilobytes where the size is one, else bytes.
const MB = 1024 * 1024;
const KB = 1024;

export function formatFileSize(locale: string, bytes: number): string {
  const [unit, amount] =
    bytes >= MB && bytes % MB === 0
      ? (['megabyte', bytes / MB] as const)
      : bytes >= KB && bytes % KB === 0
        ? (['kilobyte', bytes / KB] as const)
        : (['byte', bytes] as const);
  // Bytes are spelt out ("100 bytes"): their short form is ambiguous in several languages.
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }).format(amount);
}
