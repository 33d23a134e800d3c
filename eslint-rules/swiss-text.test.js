import rule from './swiss-text.js';
import { ruleTester } from './rule-tester.js';

const tsx = (code) => ({ code, filename: 'Texts.tsx' });

ruleTester.run('swiss-text', rule, {
  valid: [
    tsx("const t = { tooLarge: 'Datei zu gross. Maximum 5MB' };"),
    tsx('const title = (name: string) => `Passkey «${name}» entfernen?`;'),
    tsx('const Page = () => <p>Gruss aus «Zürich»</p>;'),
    // Comments are not shown to anyone.
    tsx('// „so“ schreibt man in Deutschland, mit ß\nconst a = 1;'),
  ],
  invalid: [
    { ...tsx("const t = 'Datei zu groß';"), errors: [{ messageId: 'sharpS' }] },
    {
      ...tsx('const t = (n: string) => `Passkey „${n}“ entfernen?`;'),
      errors: [{ messageId: 'quotes' }, { messageId: 'quotes' }],
    },
    { ...tsx('const Page = () => <p>Schließen</p>;'), errors: [{ messageId: 'sharpS' }] },
    { ...tsx('const t = "“Hallo”";'), errors: [{ messageId: 'quotes' }] },
  ],
});
