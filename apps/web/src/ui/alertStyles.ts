/** A yellow or orange Alert's coloured title is too faint on white (WCAG contrast): titles in the text colour. */
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };
