import { describe, expect, it } from 'vitest';
import { CampaignDataError } from '../../../../shared/campaign/definitions/campaign-data-error.ts';
import { germanDictionary } from '../../../../shared/campaign/definitions/german-dictionary.ts';
import { parsePoCatalog } from '../../../../shared/campaign/definitions/po-catalog.ts';

// gettext .po format as arkham-cards-data's i18n/de catalogs use it (data README §2).

const catalog = (...lines: string[]) => lines.join('\n');

describe('.po catalog parser', () => {
  it('reads msgid/msgstr pairs, the header entry included', () => {
    const text = catalog(
      'msgid ""',
      'msgstr ""',
      '"Language: de\\n"',
      '',
      'msgid "The Gathering"',
      'msgstr "Die Zusammenkunft"',
    );
    expect(parsePoCatalog(text)).toEqual([
      { id: '', str: 'Language: de\n' },
      { id: 'The Gathering', str: 'Die Zusammenkunft' },
    ]);
  });

  it('joins a string split over several quoted lines', () => {
    const text = catalog(
      'msgid ""',
      '"Friday, September 18, 1925.\\n"',
      '"Arkham, Massachusetts."',
      'msgstr ""',
      '"Freitag, 18. September 1925.\\n"',
      '"Arkham, Massachusetts."',
    );
    expect(parsePoCatalog(text)).toEqual([
      {
        id: 'Friday, September 18, 1925.\nArkham, Massachusetts.',
        str: 'Freitag, 18. September 1925.\nArkham, Massachusetts.',
      },
    ]);
  });

  it('unescapes \\n, \\t, \\" and \\\\ (tskc "On Thin Ice" tabs, zcp "\\*Investigator\\*")', () => {
    const text = catalog(
      'msgid "<typewriter>\\tAgents,</typewriter>\\n\\"Quoted\\" \\\\*Investigator\\\\*"',
      'msgstr "<typewriter>\\tAgenten,</typewriter>"',
    );
    expect(parsePoCatalog(text)).toEqual([
      {
        id: '<typewriter>\tAgents,</typewriter>\n"Quoted" \\*Investigator\\*',
        str: '<typewriter>\tAgenten,</typewriter>',
      },
    ]);
  });

  it('keeps msgctxt as the context, skips comments and flags, and needs no blank line between entries', () => {
    const text = catalog(
      '# whitespace is intentional',
      '#, fuzzy',
      'msgid "Eliminate"',
      'msgstr "Erledigen"',
      'msgctxt "feminine"',
      'msgid "#name# starts with 3 fewer resources."',
      'msgstr "#name# beginnt das Spiel mit 3 Ressourcen weniger."',
    );
    expect(parsePoCatalog(text)).toEqual([
      { id: 'Eliminate', str: 'Erledigen' },
      {
        context: 'feminine',
        id: '#name# starts with 3 fewer resources.',
        str: '#name# beginnt das Spiel mit 3 Ressourcen weniger.',
      },
    ]);
  });

  it('accepts Windows line endings', () => {
    expect(parsePoCatalog('msgid "Rope"\r\nmsgstr "Seil"\r\n')).toEqual([{ id: 'Rope', str: 'Seil' }]);
  });

  it('names the line that is not a gettext entry', () => {
    expect(() => parsePoCatalog(catalog('msgid "Rope"', 'msgstr "Seil"', 'Seil ohne Anführungszeichen'))).toThrow(
      /Zeile 3/,
    );
  });
});

describe('German dictionary from all catalogs', () => {
  const translate = germanDictionary([
    {
      path: 'i18n/de/campaigns/dwl/campaign.po',
      text: catalog(
        'msgid "Campaign Notes"',
        'msgstr "Kampagnennotizen"',
        '',
        'msgid "Sacrificed to Yog-Sothoth"',
        'msgstr ""',
      ),
    },
    {
      path: 'i18n/de/campaigns/tfa/campaign.po',
      text: catalog(
        'msgid "Campaign Notes"',
        'msgstr "Notizen"',
        '',
        'msgid "Provisions"',
        'msgstr "Proviant"',
        '',
        'msgctxt "masculine"',
        'msgid "Eliminate"',
        'msgstr "Erledigt"',
      ),
    },
  ]);

  it('looks a string up in any catalog, the first translation winning (strings are de-duplicated across campaigns)', () => {
    expect(translate('Provisions')).toBe('Proviant');
    expect(translate('Campaign Notes')).toBe('Kampagnennotizen');
  });

  it('falls back to English for an empty msgstr, an unknown string and a context-only entry', () => {
    expect(translate('Sacrificed to Yog-Sothoth')).toBe('Sacrificed to Yog-Sothoth');
    expect(translate('The Abyss Below')).toBe('The Abyss Below');
    expect(translate('Eliminate')).toBe('Eliminate');
  });

  it('names a campaign no catalog names by the app’s German name (German pack name „Wächter des Abgrunds“)', () => {
    expect(translate('Guardians of the Abyss')).toBe('Wächter des Abgrunds');
  });

  it('refuses a broken catalog with a CampaignDataError naming the file', () => {
    const broken = () =>
      germanDictionary([{ path: 'i18n/de/campaigns/notz/campaign.po', text: 'msgid "A"\nmsgstr "B"\nkaputt' }]);
    expect(broken).toThrow(CampaignDataError);
    expect(broken).toThrow(
      expect.objectContaining({
        code: 'campaign_data_invalid',
        details: expect.objectContaining({ path: 'i18n/de/campaigns/notz/campaign.po' }),
      }),
    );
  });
});
