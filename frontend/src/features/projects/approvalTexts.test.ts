import { projectTexts as t } from './texts';

describe('the approval question', () => {
  it('agrees with the number of designs approved', () => {
    expect(t.approveConfirmText(1)).toMatch(/^Du gibst das finale Design frei, das du hier siehst\. /);
    expect(t.approveConfirmText(3)).toMatch(/^Du gibst die 3 finalen Designs frei, die du hier siehst\. /);
  });
});
