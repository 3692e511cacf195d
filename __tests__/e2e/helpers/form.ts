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

/** Picks `label` in the antd select of form field `field`. */
export async function choose(page: Page, field: string, label: string): Promise<void> {
  await page.locator(`#field-${field}`).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: label })
    .first()
    .click();
}
