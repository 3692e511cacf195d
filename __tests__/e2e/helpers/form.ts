// Form steps the end-to-end tests share: save once enabled, pick an option of a select field.
import type { Page } from 'playwright-core';

/** Clicks save once it is enabled; if it never is, fails with the form's visible messages. */
export async function save(page: Page): Promise<void> {
  const button = page.locator('button[type="submit"]');
  try {
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
    );
  } catch {
    const messages = await page.locator('.ant-form-item-explain-error').allTextContents();
    throw new Error(`save stayed disabled; form messages: ${JSON.stringify(messages)}`);
  }
  await button.click();
}

/**
 * Opens the dropdown of form field `field`, optionally types to search, and picks the first option holding
 * `label` (or the first option); answers the picked option's text.
 */
export async function choose(page: Page, field: string, label?: string, typed?: string): Promise<string> {
  await page.locator(`#field-${field}`).click();
  if (typed) await page.keyboard.type(typed);
  // This field's own dropdown (the previous one may still be fading out).
  const options = page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="field-${field}_list"]`) })
    .locator('.ant-select-item-option');
  const option = label ? options.filter({ hasText: label }).first() : options.first();
  const text = (await option.textContent())!.trim();
  await option.click();
  return text;
}
