import { expect, type Locator, type Page } from '@playwright/test';

type Scope = Page | Locator;

/** Answers questions of the quote form by their visible wording, as a customer would. */
export function answer(scope: Scope) {
  return {
    /** A yes/no question (a group named by its question). */
    async yesNo(question: string, choice: 'Yes' | 'No' | string) {
      await scope
        .getByRole('group', { name: question, exact: true })
        .getByRole('radio', { name: choice, exact: true })
        .check();
    },
    async select(question: string, option: string) {
      await scope.getByLabel(question, { exact: true }).selectOption({ label: option });
    },
    async text(question: string, value: string) {
      await scope.getByLabel(question, { exact: true }).fill(value);
    },
    /** A masked date, typed digit by digit (DD/MM/YYYY). */
    async date(question: string, ddmmyyyy: string) {
      const input = scope.getByLabel(question, { exact: true });
      await input.click();
      await input.pressSequentially(ddmmyyyy.replace(/\//g, ''));
      await expect(input).toHaveValue(ddmmyyyy);
    },
    /** An autocomplete that must pick from the list: type, then choose the option. */
    async pick(question: string, typed: string, option: string) {
      const input = scope.getByRole('combobox', { name: question, exact: true });
      await input.fill('');
      await input.pressSequentially(typed);
      await scope.getByRole('option', { name: option, exact: true }).click();
    },
  };
}

/** Presses the open step's Continue (or, on the last step, Get my quote). */
export async function continueStep(page: Page, button = 'Continue') {
  await page.locator('.step-panel--open').getByRole('button', { name: button, exact: true }).click();
}

/** "DD/MM/YYYY" for a date some days from today. */
export function displayDate(daysFromToday: number, yearsFromToday = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  d.setFullYear(d.getFullYear() + yearsFromToday);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** A step message shown beside its question (the error summary repeats it as a link). */
export function fieldMessage(scope: Scope, message: string) {
  return scope.locator('.field__error').getByText(message, { exact: true });
}
