import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

// The database schema; drizzle-kit generates the SQL migrations in migrations/ from this file.

/**
 * The card pool as imported: every file of the ArkhamDB data folder the import reads (English
 * pack files, German translations, packs, cycles, taboo lists), byte for byte, under the import
 * that wrote it. `card_pool_info.importId` names the active import; the app merges its files when
 * it loads the pool, so a better merge in a later version needs no new import. An import writes
 * its files first (under a new id) and switches `importId` only once they are checked.
 */
export const cardSourceFiles = sqliteTable(
  'card_source_files',
  {
    importId: integer('import_id').notNull(),
    path: text('path').notNull(),
    content: blob('content', { mode: 'buffer' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.path] })],
);

/** Facts about the imported pool: the active import, its source and time. */
export const cardPoolInfo = sqliteTable('card_pool_info', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A deck a player builds; its content lives in immutable versions. */
export const decks = sqliteTable('decks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  investigatorCode: text('investigator_code').notNull(),
  createdAt: text('created_at').notNull(),
  /** Grimoire XII „Deckbau-Umgebungen“ (text form, shared/rules/deck-environment.ts); null: none. */
  environment: text('environment'),
});

/**
 * One version of a deck: the ArkhamDB deck JSON plus the XP figures. A locked version never
 * changes again; "Deck verbessern" locks the latest and starts the next.
 */
export const deckVersions = sqliteTable(
  'deck_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    deckId: integer('deck_id')
      .notNull()
      .references(() => decks.id),
    version: integer('version').notNull(),
    deck: text('deck').notNull(),
    locked: integer('locked', { mode: 'boolean' }).notNull(),
    xpGranted: integer('xp_granted').notNull(),
    xpCarried: integer('xp_carried').notNull(),
    xpSpent: integer('xp_spent').notNull(),
    xpAdjustment: integer('xp_adjustment').notNull(),
    adjustmentReason: text('adjustment_reason'),
    exileString: text('exile_string'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [uniqueIndex('deck_versions_deck_version').on(table.deckId, table.version)],
);

/**
 * Campaign definitions imported from the arkham-cards-data folder: one row per
 * campaign or standalone group, `data` the resolved German definition as JSON.
 */
export const campaignDefinitions = sqliteTable('campaign_definitions', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  data: text('data').notNull(),
});

/** A campaign: only its identity; everything else follows from its journal. */
export const campaigns = sqliteTable('campaigns', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  createdAt: text('created_at').notNull(),
});

/** The append-only journal: one row per event, never updated or deleted. */
export const campaignEvents = sqliteTable(
  'campaign_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('campaign_events_campaign_seq').on(table.campaignId, table.seq),
    // The start screen's "last activity" per campaign: MAX(created_at) without a scan.
    index('campaign_events_campaign_time').on(table.campaignId, table.createdAt),
  ],
);

/** Cached projection of a campaign's journal up to `seq`; always rebuildable from the events. */
export const campaignProjections = sqliteTable('campaign_projections', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id),
  seq: integer('seq').notNull(),
  state: text('state').notNull(),
});

/**
 * The player's collection: the packs they own, by pack code, and how many of each (two core sets
 * hold two of each core card). No rows means no collection has been set, and every card counts
 * as owned.
 */
export const collectionPacks = sqliteTable('collection_packs', {
  packCode: text('pack_code').primaryKey(),
  copies: integer('copies').notNull().default(1),
});

/**
 * The campaign guides of the guided campaigns, imported with the campaign definitions: `data` is
 * the guide (campaign and scenario files, Return-to overlays applied) with its German catalogs as
 * JSON, `version` the data version of campaign.json.
 */
export const campaignGuides = sqliteTable('campaign_guides', {
  id: text('id').primaryKey(),
  version: integer('version').notNull(),
  data: text('data').notNull(),
});
