import { useDocumentTitle } from '@mantine/hooks';

export function usePageTitle(title: string): void {
  useDocumentTitle(title ? `${title} · TaxPrep` : 'TaxPrep');
}
