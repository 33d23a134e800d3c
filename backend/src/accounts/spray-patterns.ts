import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common';

/**
 * Words a password-spraying list starts with, in German, French, Italian and English (lower case,
 * umlauts written out and without accents: the password is normalised the same way before the look-up).
 */
const SPRAY_WORDS = {
  seasons:
    'fruehling fruhling sommer herbst winter printemps ete automne hiver primavera estate autunno inverno spring summer autumn fall',
  months:
    'januar jaenner februar feber maerz marz april mai juni juli august september oktober november dezember ' +
    'janvier fevrier mars avril juin juillet aout septembre octobre novembre decembre ' +
    'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre dicembre ' +
    'january february march may june july october december',
  cities:
    'zuerich zurich zuri zueri bern berne basel genf geneve geneva ginevra lausanne luzern lucerne lugano winterthur stgallen sanktgallen ' +
    'biel bienne thun zug chur schaffhausen fribourg freiburg neuchatel sion sitten bellinzona locarno aarau baden olten solothurn ' +
    'davos zermatt berlin hamburg muenchen munchen munich koeln wien vienna paris london milano milan roma rome',
  countries:
    'schweiz suisse svizzera svizra switzerland swiss helvetia helvetica deutschland germany oesterreich osterreich austria ' +
    'frankreich france italien italia italy liechtenstein europa europe',
  company:
    'contentflow content flow firma company societe societa admin administrator root user benutzer login welcome willkommen ' +
    'bienvenue benvenuto hallo hello bonjour ciao test demo social media socialmedia design designer marketing geheim secret',
  password: 'passwort password passwd kennwort motdepasse passe parola parolachiave pass passw',
} as const;

const WORDS: ReadonlySet<string> = new Set(Object.values(SPRAY_WORDS).flatMap((list) => list.split(' ')));

/** The most common passwords of zxcvbn's maintained list (ranked, most common first), as bare words. */
const COMMON_COUNT = 10_000;
let common: ReadonlySet<string> | undefined;
const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set((commonDictionary['passwords-common'] as string[]).slice(0, COMMON_COUNT)));

/** Keyboard rows and columns (QWERTZ, QWERTY, AZERTY), walked either way. */
const KEYBOARD_LINES = [
  'qwertzuiopue',
  'asdfghjkloeae',
  'yxcvbnm',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  'qaywsxedcrfvtgbzhnujmikolp',
  'qazwsxedcrfvtgbyhnujmikolp',
  'azqsxwdcefvrgbthnyjukilomp',
  '1qay2wsx3edc4rfv5tgb6zhn7ujm8ik9ol0p',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  '1234567890',
  'abcdefghijklmnopqrstuvwxyz',
];

/** Digits and signs written for letters. */
const L33T: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '€': 'e',
  '|': 'l',
};

/** Lower case, umlauts written out (ä → ae), accents dropped (é → e). */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöü]/g, (umlaut) => ({ ä: 'ae', ö: 'oe', ü: 'ue' })[umlaut] ?? umlaut)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const isKeyboardWalk = (letters: string) =>
  letters.length >= 4 &&
  KEYBOARD_LINES.some((line) => line.includes(letters) || [...line].reverse().join('').includes(letters));

/** The word, or two words, a password is built on once its digits and signs around it are taken off. */
function isPredictable(core: string): boolean {
  if (WORDS.has(core) || commonPasswords().has(core)) return true;
  // Two of the words: «SommerZuerich2026!», «AdminPasswort1».
  for (let cut = 2; cut <= core.length - 2; cut += 1) {
    if (WORDS.has(core.slice(0, cut)) && WORDS.has(core.slice(cut))) return true;
  }
  return false;
}

/**
 * Whether a password is what a sprayer tries first: one predictable word (a season, month, city,
 * country, company or password word in German, French, Italian or English, or one of the most common
 * passwords), or a keyboard walk, with only digits and signs around it — «Passwort2026!», «Sommer2026!!»,
 * «Zuerich2026!», «Qwertz2026!», «P4ssw0rt!!». Capitals, umlauts written out, l33t digits and
 * separators change nothing.
 */
export function isSprayPattern(password: string): boolean {
  const text = plain(password).trim();
  // The digits and signs before and after the word (years, «123», «!!»).
  const core = text.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  if (!core) return false;
  const letters = [...core]
    .map((char) => L33T[char] ?? char)
    .join('')
    .replace(/[^\p{L}]+/gu, '');
  if (!letters) return false;
  const bare = core.replace(/[^\p{L}\p{N}]+/gu, '');
  return (
    isPredictable(letters) ||
    isKeyboardWalk(letters) ||
    isKeyboardWalk(bare) ||
    isKeyboardWalk(text.replace(/[^\p{L}\p{N}]+/gu, ''))
  );
}
