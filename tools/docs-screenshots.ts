import path from 'node:path';
import { callHost, openAppSession } from '../test/e2e/support/app-session.ts';
import { startRolandCampaign } from '../test/e2e/support/campaign-page.ts';
import { ensureFreshBuilds } from '../test/support/fresh-builds.ts';
import { REPO_ROOT } from '../test/support/real-data.ts';
import { ensureNodeBuild } from './native-builds.ts';

// The screenshots in README.md and docs/benutzerhandbuch.md, taken as the browser tests take
// theirs: the web host with the real data in a fresh user folder, Chromium at 1280×800.
//
//     npx tsx tools/docs-screenshots.ts      writes docs/images/deck-editor.png and campaign.png

const IMAGES = path.join(REPO_ROOT, 'docs', 'images');

ensureNodeBuild();
await ensureFreshBuilds();
const session = await openAppSession();
try {
  const { host, page } = session;
  const campaignId = await startRolandCampaign(host, 'Dienstagsrunde');
  await callHost(host, 'campaigns.append', {
    campaignId,
    events: [
      {
        type: 'scenario_recorded',
        payload: {
          scenario: { id: 'torch', name: 'Die Zusammenkunft' },
          resolution: 'R1',
          investigators: [{ code: '01001', xp: { victory: 2, bonus: 2 }, trauma: { mental: 1 } }],
        },
      },
    ],
  });

  await page.getByTestId('nav-deck').click();
  await page.locator('[data-testid="my-deck"]').filter({ hasText: 'Rolands Kampagnendeck' }).click();
  await page.getByTestId('deck-count').waitFor();
  await page.screenshot({ path: path.join(IMAGES, 'deck-editor.png') });

  await page.getByTestId('nav-campaigns').click();
  await page.getByTestId('campaign-item').click();
  await page.locator('[data-testid="campaign-investigator"][data-code="01001"]').waitFor();
  await page.screenshot({ path: path.join(IMAGES, 'campaign.png') });
} finally {
  await session.close();
}
