import {
  Text,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';

/** The names behind the USPS codes of STATE_CODES, so a filer can type "Cal" for CA. */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const isItem = (o: ComboboxParsedItem): o is ComboboxItem => 'value' in o;

/**
 * Options whose code (or label) starts with what was typed come first, then those with a word of
 * the name starting with it: "ca" gives CA then NC and SC, "cal" gives CA alone, "new" the four News.
 */
export const stateFilter: OptionsFilter = ({ options, search }) => {
  const q = search.trim().toLowerCase();
  if (!q) return options;
  const items = options.filter(isItem);
  const byCode = items.filter((o) => o.label.toLowerCase().startsWith(q));
  const byName = items.filter(
    (o) =>
      !byCode.includes(o) &&
      (STATE_NAMES[o.value] ?? '')
        .toLowerCase()
        .split(/[\s.]+/)
        .some((w, i, words) => w.startsWith(q) || words.slice(i).join(' ').startsWith(q)),
  );
  return [...byCode, ...byName];
};

/** The code, then the name dimmed; the name is hidden from the option's accessible name ("CA"). */
const renderStateOption: SelectProps['renderOption'] = ({ option }) => (
  <span>
    {option.label}
    {STATE_NAMES[option.value] && (
      <Text span c="dimmed" size="sm" aria-hidden>
        {' '}
        {STATE_NAMES[option.value]}
      </Text>
    )}
  </span>
);

/**
 * For a Select of state codes: searchable by code or name, and the first match is highlighted as
 * one types, so "Cal" then Enter chooses California from the keyboard. Without
 * `selectFirstOptionOnDropdownOpen`, opening the list starts a timer that points Enter back at the
 * state already chosen; when fast typing beats that timer ("new y" is five keys) that state is
 * filtered out, so Enter chose nothing and the browser submitted the form with the earlier state.
 */
export const STATE_SEARCH = {
  searchable: true,
  filter: stateFilter,
  selectFirstOptionOnChange: true,
  selectFirstOptionOnDropdownOpen: true,
  renderOption: renderStateOption,
} satisfies Partial<SelectProps>;
