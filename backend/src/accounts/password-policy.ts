import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as germanDictionary, translations as germanTranslations } from '@zxcvbn-ts/language-de';
import { AppError } from '../common/errors/app-error.js';
import { ACCOUNT_FIELD_TEXTS } from '../contracts/account-requests.js';
import { ACCOUNT_LIMITS } from '../contracts/accounts.js';
import { isSprayPattern } from './spray-patterns.js';

/** The password rule (docs/security.md "Passwords"): its numbers, in one place. */
const PASSWORD_RULES = {
  minLength: ACCOUNT_LIMITS.passwordMin,
  maxLength: ACCOUNT_LIMITS.passwordMax,
  /** zxcvbn's score 3: about 10^8 guesses or more, beyond an online attack and costly offline against argon2id. */
  minScore: 3,
} as const;

/**
 * How much of a password zxcvbn reads: its cost grows faster than the length (every substring is
 * looked up in every dictionary, once per l33t variant), so a 200-character password would take a
 * second of the event loop. A password whose first 32 characters are hard to guess is hard to
 * guess; one whose start is weak is refused even if more follows, which errs on the safe side.
 */
const CHECKED_LENGTH = 32;

/** Words of this site that are a password's weak spot, like the account's own name and e-mail. */
const SITE_WORDS = ['contentflow', 'content', 'flow'];

const PASSWORD_TEXTS = {
  tooShort: ACCOUNT_FIELD_TEXTS.passwordTooShort,
  tooLong: ACCOUNT_FIELD_TEXTS.passwordTooLong,
  advice: 'Wähle eine längere Passphrase aus mehreren Wörtern.',
  sprayed:
    'Dieses Passwort folgt einem Muster, das Angreifer als Erstes ausprobieren: ein bekanntes Wort (Jahreszeit, Monat, Stadt, Land, Firma, «Passwort») ' +
    'oder eine Tastenfolge, nur mit Jahreszahl, Ziffern oder Zeichen ergänzt. Wähle eine längere Passphrase aus mehreren Wörtern.',
} as const;

/** "Dieses Passwort ist zu leicht zu erraten: <why>. Wähle …", in Swiss spelling (ss, never ß). */
function tooGuessable(warning: string | null): string {
  const why = warning?.trim().replace(/\.$/, '').replace(/ß/g, 'ss');
  return `Dieses Passwort ist zu leicht zu erraten${why ? `: ${why}` : ''}. ${PASSWORD_TEXTS.advice}`;
}

/** Whose password it is: its e-mail and name count as easy guesses. */
interface PasswordOwner {
  email: string;
  name: string;
}

let estimator: ZxcvbnFactory | undefined;

/**
 * Built on first use (ranking the dictionaries takes a few hundred milliseconds and some memory, so
 * processes that never check a password, like the workers, never pay for it). The common and German
 * dictionaries, all keyboard layouts (qwertz too) and German feedback; at most 2 l33t variants of a
 * password are looked up (each variant is a whole dictionary pass: the default 100 costs up to a
 * hundred of them, while the full substitution, tried first, already turns "p4ssw0rt" into "passwort").
 */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...germanDictionary },
    graphs: adjacencyGraphs,
    translations: germanTranslations,
    l33tMaxSubstitutions: 2,
  });
  return estimator;
}

/**
 * The owner's e-mail and name as zxcvbn's user inputs, whole and in parts: "max.muster@firma.ch"
 * gives "max", "muster", "maxmuster" and "firma", so "Maxmuster12" is as weak as it looks.
 */
export function userInputsOf({ email, name }: PasswordOwner): string[] {
  const inputs = new Set<string>(SITE_WORDS);
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  for (const text of [local, domain, name.trim().toLowerCase()]) {
    const parts = text.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
    for (const value of [text, ...parts, parts.join(''), [...parts].reverse().join('')]) {
      if (value.length >= 3) inputs.add(value);
    }
  }
  if (email.trim()) inputs.add(email.trim().toLowerCase());
  return [...inputs];
}

/**
 * Why a password a person chose is refused, in German, or null when it passes: 10 to 200
 * characters, not a sprayer's pattern (spray-patterns.ts: a known word or keyboard walk with a year
 * and signs) and a zxcvbn score of at least 3 against common and breached passwords, German and
 * common words and names, keyboard patterns, dates, repetitions and the owner's e-mail and name.
 * For every place a password is chosen (sign-up, first run, the link of the welcome mail, password
 * change, an admin creating an account); never at sign-in, so older passwords keep signing in.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  if (password.length < PASSWORD_RULES.minLength) return PASSWORD_TEXTS.tooShort;
  if (password.length > PASSWORD_RULES.maxLength) return PASSWORD_TEXTS.tooLong;
  const checked = password.slice(0, CHECKED_LENGTH);
  const result = zxcvbn().check(checked, userInputsOf(owner));
  if (result.score < PASSWORD_RULES.minScore) return tooGuessable(result.feedback.warning);
  // What a sprayer tries first can score well with zxcvbn («Passwort2026!»: 10^8 guesses offline), but
  // it is among the first few hundred tried against every account (docs/security.md "Passwords").
  return isSprayPattern(checked) ? PASSWORD_TEXTS.sprayed : null;
}

/** Throws 400 with the reason at the `password` field when the chosen password breaks the rule. */
export function assertPasswordAcceptable(password: string, owner: PasswordOwner, field = 'password'): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw AppError.validation(problem, [{ field, message: problem }]);
}
