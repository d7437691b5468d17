import { type Locator, type Page, expect } from '@playwright/test';

/** The control-panel catalogue screens: a list, a create button and an edit dialog per row. */
export class ControlPanelPO {
  constructor(readonly page: Page) {}

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Picks a permission in the dialog's permission picker by typing part of its name. */
  async pickPermission(dialog: Locator, label: string | RegExp, permission: string): Promise<void> {
    const box = dialog.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(permission.slice(0, -2));
    await this.page.getByRole('option', { name: permission, exact: true }).click();
    // A many-name picker stays open after a pick; Escape closes it (with none open, the dialog).
    if (await this.page.getByRole('listbox').isVisible()) await this.page.keyboard.press('Escape');
  }

  async choose(dialog: Locator, label: string | RegExp, option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Answers the confirmation question with its confirm button. */
  async confirm(title: string): Promise<void> {
    const question = this.dialog(title);
    await question.getByRole('button', { name: title }).click();
    await expect(question).toBeHidden();
  }

  /**
   * Takes a screenshot for a person to look at (not compared) into $DOM_E2E_SHOTS/<name>.png; a run
   * without that folder (CI) takes none.
   */
  async shot(name: string): Promise<void> {
    const dir = process.env.DOM_E2E_SHOTS;
    if (!dir) return;
    await this.page.waitForLoadState('networkidle');
    // A dialog caught mid-fade would show the page through it.
    await this.page
      .waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      )
      .catch(() => undefined);
    await this.page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  }
}
