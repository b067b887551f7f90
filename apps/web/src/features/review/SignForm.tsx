import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  priorAgiIssue,
  priorPinIssue,
  SIGN_MSG,
  type CarriedReturnFacts,
  type ReturnReview,
  type SignatureInput,
} from '@taxprep/contracts';
import { errorText } from '../../api/client';
import { useReturnInfo } from '../../api/returnInfo';
import { LoadingBlock } from '../../ui/LoadState';
import { FormAlert } from '../../ui/FormAlert';
import { onlyDigits } from '../../ui/money';
import { useSign, type ReviewTarget } from './api';

const validPin = (v: string) => /^\d{5}$/.test(v) && v !== '00000';

interface Person {
  pin: string;
  agi: string;
  prior: string;
}
const EMPTY: Person = { pin: '', agi: '', prior: '' };

/** Last year's AGI carried into this return (issue 26), in the whole dollars the IRS matches. */
interface CarriedAgi {
  you: string;
  /** The spouse's too when last year's return was joint (both spouses sign with the joint AGI). */
  spouse: string | null;
  fromYear: number;
}

function carriedAgiOf(c: CarriedReturnFacts | null | undefined): CarriedAgi | null {
  if (!c?.prior_year_agi) return null;
  const whole = String(Math.round(Number(c.prior_year_agi)));
  const joint = c.values.some(
    (v) => v.path === 'filing.filing_status' && v.value === 'married filing jointly',
  );
  return { you: whole, spouse: joint ? whole : null, fromYear: c.from_year };
}

/** One filer's PIN and identity check (last year's AGI or last year's PIN). */
function PersonFields({
  who,
  value,
  onChange,
  errors,
  carried,
}: {
  who: 'Your' | "Your spouse's";
  value: Person;
  onChange: (p: Person) => void;
  errors: Partial<Record<keyof Person, string>>;
  /** The carried AGI and its year, when the field started from it. */
  carried: { agi: string; fromYear: number } | null;
}) {
  const fromCarried = carried !== null && value.agi === carried.agi;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label={`${who} 5-digit PIN`}
        description="Any 5 digits except 00000: your signature."
        inputMode="numeric"
        autoComplete="off"
        value={value.pin}
        error={errors.pin}
        onChange={(e) => onChange({ ...value, pin: onlyDigits(e.currentTarget.value, 5) })}
      />
      <TextInput
        label={`${who === 'Your' ? 'Your' : "Your spouse's"} AGI last year`}
        description={
          fromCarried
            ? `Carried from your ${String(carried.fromYear)} return (Form 1040, line 11). Change it if the IRS has another figure.`
            : "Whole dollars, from last year's return (0 if none filed)."
        }
        inputMode="numeric"
        value={value.agi}
        error={errors.agi}
        onChange={(e) => onChange({ ...value, agi: e.currentTarget.value.slice(0, 15) })}
      />
      <TextInput
        label={`${who === 'Your' ? 'Your' : "Your spouse's"} PIN last year`}
        description="Or last year's 5-digit PIN instead of the AGI."
        inputMode="numeric"
        autoComplete="off"
        value={value.prior}
        error={errors.prior}
        onChange={(e) => onChange({ ...value, prior: onlyDigits(e.currentTarget.value, 5) })}
      />
    </SimpleGrid>
  );
}

function check(p: Person, spouse: boolean) {
  const e: Partial<Record<keyof Person, string>> = {};
  if (!validPin(p.pin)) e.pin = spouse ? SIGN_MSG.spousePin : SIGN_MSG.pin;
  if (priorAgiIssue(p.agi)) e.agi = SIGN_MSG.priorAgi;
  if (priorPinIssue(p.prior)) e.prior = SIGN_MSG.priorPin;
  if (!p.agi.trim() && !p.prior) e.agi = spouse ? SIGN_MSG.spousePriorYear : SIGN_MSG.priorYear;
  return e;
}

/**
 * The jurat in full, the e-file consent, each filer's PIN and identity check, then Sign. A Form 1040
 * started from last year's return starts its prior-year AGI fields from the carried AGI.
 */
export function SignForm({ target, review }: { target: ReviewTarget; review: ReturnReview }) {
  const federal = target.amendmentId === null && !target.california;
  const info = useReturnInfo(target.returnId);
  if (federal && info.isPending) return <LoadingBlock label="Loading the signature" />;
  const carried = federal ? carriedAgiOf(info.data?.carried) : null;
  return <SignFields target={target} review={review} carried={carried} />;
}

function SignFields({
  target,
  review,
  carried,
}: {
  target: ReviewTarget;
  review: ReturnReview;
  carried: CarriedAgi | null;
}) {
  const sign = useSign(target);
  const [declared, setDeclared] = useState(false);
  const [consent, setConsent] = useState(false);
  const [you, setYou] = useState<Person>({ ...EMPTY, agi: carried?.you ?? '' });
  const [spouse, setSpouse] = useState<Person>({ ...EMPTY, agi: carried?.spouse ?? '' });
  const [shown, setShown] = useState(false);
  const youErr = shown ? check(you, false) : {};
  const spouseErr = shown && review.joint ? check(spouse, true) : {};
  const declErr = shown && !declared ? SIGN_MSG.declarationRequired : undefined;
  const consentErr = shown && !consent ? 'Please consent to the electronic filing to sign.' : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    const bad =
      Object.keys(check(you, false)).length > 0 ||
      (review.joint && Object.keys(check(spouse, true)).length > 0) ||
      !declared ||
      !consent;
    if (bad) return;
    const body: SignatureInput = {
      declaration_accepted: true,
      primary_pin: you.pin,
      primary_prior_year_agi: you.agi.trim() || null,
      primary_prior_year_pin: you.prior || null,
      spouse_pin: review.joint ? spouse.pin : null,
      spouse_prior_year_agi: review.joint ? spouse.agi.trim() || null : null,
      spouse_prior_year_pin: review.joint ? spouse.prior || null : null,
      filer_consent: consent,
    };
    sign.mutate(body);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sign-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="sign-title">
            Sign
          </Title>
          <Text size="sm">{review.declaration}</Text>
          <Checkbox
            label="I declare this under penalties of perjury."
            checked={declared}
            error={declErr}
            onChange={(e) => setDeclared(e.currentTarget.checked)}
          />
          <Text size="sm">{review.consent}</Text>
          <Checkbox
            label="I consent to filing this return electronically."
            checked={consent}
            error={consentErr}
            onChange={(e) => setConsent(e.currentTarget.checked)}
          />
          <PersonFields
            who="Your"
            value={you}
            onChange={setYou}
            errors={youErr}
            carried={carried ? { agi: carried.you, fromYear: carried.fromYear } : null}
          />
          {review.joint && (
            <PersonFields
              who="Your spouse's"
              value={spouse}
              onChange={setSpouse}
              errors={spouseErr}
              carried={carried?.spouse ? { agi: carried.spouse, fromYear: carried.fromYear } : null}
            />
          )}
          <Text size="sm" c="dimmed">
            Date: {new Date().toISOString().slice(0, 10)}
          </Text>
          <FormAlert
            message={sign.isError ? errorText(sign.error, 'Signing failed. Please try again.') : null}
          />
          {sign.isSuccess && (
            <Alert color="green" role="status">
              {sign.data.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={sign.isPending}>
              Sign the return
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
