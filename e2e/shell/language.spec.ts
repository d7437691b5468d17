import { expect, test } from '../support/fixtures';

test.describe('language', () => {
  test('the choice survives a reload', async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    await shell.chooseLanguage('मराठी');
    await expect(loginPage.heading).toHaveText('वितरित ऑर्डर व्यवस्थापन');
    expect(await shell.documentLanguage()).toBe('mr');

    await page.reload();
    await expect(loginPage.heading).toHaveText('वितरित ऑर्डर व्यवस्थापन');
    expect(await shell.documentLanguage()).toBe('mr');
    await expect(page.getByRole('tab', { name: 'पासवर्ड' })).toBeVisible();

    await shell.chooseLanguage('हिन्दी');
    await expect(loginPage.heading).toHaveText('वितरित ऑर्डर प्रबंधन');
    await shell.chooseLanguage('English');
    await expect(loginPage.heading).toHaveText('Distributed Order Management');
  });

  test('numbers stay in Latin digits in Hindi', async ({ loginPage, shell, page }) => {
    await loginPage.goto('#otp');
    await shell.chooseLanguage('हिन्दी');
    await page.getByRole('textbox', { name: /मोबाइल नंबर/ }).fill('12345');
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(page.getByText('मान्य 10 अंकों का फ़ोन नंबर दर्ज करें')).toBeVisible();
    await shell.chooseLanguage('English');
  });
});
