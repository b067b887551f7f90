const FORMATS = {
  medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }),
  short: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** A moment in the user's local time, with the exact ISO time kept for machines. */
export function Timestamp({ iso, seconds = true }: { iso: string; seconds?: boolean }) {
  return <time dateTime={iso}>{FORMATS[seconds ? 'medium' : 'short'].format(new Date(iso))}</time>;
}
