import { expect, test } from '../support/fixtures';

// Pictures of /master-data with the issue-17 task types (buyer price, product region, buyer brand
// mapping, buyer virtual account) in its lists, in English and Marathi at desktop and phone width,
// for a person to look at. Runs only when DOM_E2E_SHOTS names the folder; each view is checked for
// sideways scrolling and for the types' names in the language shown.
const SHOTS = process.env.DOM_E2E_SHOTS ?? '';

const VIEWS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
];

const LANGUAGES = [
  {
    code: 'en',
    name: 'English',
    template: 'Download template',
    upload: 'Upload file',
    types: [
      'Buyer prices (price per unit by buyer, SKU and region)',
      'Product serviceability by region or state',
      'Buyer brand mapping',
      'Buyer virtual accounts',
    ],
  },
  {
    code: 'mr',
    name: 'मराठी',
    template: 'टेम्पलेट डाउनलोड करा',
    upload: 'फाइल अपलोड करा',
    types: [
      'खरेदीदार किंमती (खरेदीदार, SKU आणि प्रदेशानुसार प्रति एकक किंमत)',
      'प्रदेश किंवा राज्यानुसार उत्पादनाची सेवा उपलब्धता',
      'खरेदीदार-ब्रँड मॅपिंग',
      'खरेदीदारांची व्हर्च्युअल खाती',
    ],
  },
] as const;

test.describe('master data task types', () => {
  test('the new types on /master-data in English and Marathi at 1280 and 390 px', async ({
    loginPage,
    shell,
    page,
  }) => {
    test.setTimeout(300_000);
    await loginPage.signInAs('admin');
    await shell.expectPath('/');
    for (const language of LANGUAGES) {
      if (language.code !== 'en') await shell.chooseLanguage(language.name);
      for (const view of VIEWS) {
        await page.setViewportSize({ width: view.width, height: view.height });
        const shot = async (name: string) => {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
          await page.screenshot({
            path: `${SHOTS}/${name}-${language.code}-${view.name}.png`,
            fullPage: true,
          });
        };
        await page.goto('/master-data');
        await page.getByRole('tab', { name: language.template }).click();
        for (const type of language.types) await expect(page.getByText(type, { exact: true })).toBeVisible();
        await shot('master-data-types');

        await page.getByRole('tab', { name: language.upload }).click();
        await page.getByRole('main').getByRole('combobox').click();
        for (const type of language.types)
          await expect(page.getByRole('option', { name: type, exact: true })).toBeVisible();
        // The menu has faded in (the picture is of the list, not of its opening).
        await expect(page.getByRole('listbox').locator('..')).toHaveCSS('opacity', '1');
        await shot('master-data-upload-types');
        await page.keyboard.press('Escape');
      }
    }
  });
});
