CREATE TABLE `card_source_files` (
	`import_id` integer NOT NULL,
	`path` text NOT NULL,
	`content` blob NOT NULL,
	PRIMARY KEY(`import_id`, `path`)
);
--> statement-breakpoint
-- Each statement writes nothing without cards (an aggregate over no rows still gives a row, hence
-- HAVING). An existing pool becomes import 1: its resolved cards one pack file (each card already carries
-- its German text in `de`), packs, cycles, taboo lists and German labels the files they came from.
INSERT INTO `card_source_files` (`import_id`, `path`, `content`)
SELECT 1, 'pack/migrated.json', CAST(json_group_array(json(`data`)) AS BLOB) FROM (SELECT `data` FROM `cards` ORDER BY `rowid`)
HAVING count(*) > 0;
--> statement-breakpoint
INSERT INTO `card_source_files` (`import_id`, `path`, `content`)
SELECT 1, 'packs.json', CAST(json_group_array(json_object('code', `code`, 'cycle_code', `cycle_code`, 'name', `name`, 'position', `position`, 'date_release', `date_release`, 'size', `size`)) AS BLOB)
FROM (SELECT * FROM `packs` ORDER BY `rowid`) HAVING (SELECT count(*) FROM `cards`) > 0;
--> statement-breakpoint
INSERT INTO `card_source_files` (`import_id`, `path`, `content`)
SELECT 1, 'translations/de/packs.json', CAST(json_group_array(json_object('code', `code`, 'name', `name_de`)) AS BLOB)
FROM (SELECT * FROM `packs` ORDER BY `rowid`) WHERE `name_de` IS NOT NULL HAVING count(*) > 0 AND (SELECT count(*) FROM `cards`) > 0;
--> statement-breakpoint
INSERT INTO `card_source_files` (`import_id`, `path`, `content`)
SELECT 1, 'cycles.json', CAST(json_group_array(json_object('code', `code`, 'name', `name`, 'position', `position`)) AS BLOB)
FROM (SELECT * FROM `cycles` ORDER BY `rowid`) HAVING (SELECT count(*) FROM `cards`) > 0;
--> statement-breakpoint
INSERT INTO `card_source_files` (`import_id`, `path`, `content`)
SELECT 1, 'translations/de/cycles.json', CAST(json_group_array(json_object('code', `code`, 'name', `name_de`)) AS BLOB)
FROM (SELECT * FROM `cycles` ORDER BY `rowid`) WHERE `name_de` IS NOT NULL HAVING count(*) > 0 AND (SELECT count(*) FROM `cards`) > 0;
--> statement-breakpoint
INSERT INTO `card_source_files` (`import_id`, `path`, `content`)
SELECT 1, 'taboos.json', CAST(json_group_array(json_object('id', `id`, 'code', `code`, 'name', `name`, 'date_start', `date_start`, 'active', `active`, 'cards', json(`cards`))) AS BLOB)
FROM (SELECT * FROM `taboo_lists` ORDER BY `rowid`) HAVING (SELECT count(*) FROM `cards`) > 0;
--> statement-breakpoint
INSERT INTO `card_source_files` (`import_id`, `path`, `content`)
SELECT 1, 'translations/de/' || `list`.`name` || '.json', CAST(json_group_array(json_object('code', `entry`.`key`, 'name', `entry`.`value`)) AS BLOB)
FROM `card_pool_info` AS `info`, (SELECT 'factions' AS `name` UNION ALL SELECT 'types' UNION ALL SELECT 'subtypes') AS `list`, json_each(`info`.`value`, '$.' || `list`.`name`) AS `entry`
WHERE `info`.`key` = 'labels' AND EXISTS (SELECT 1 FROM `cards`)
GROUP BY `list`.`name`;
--> statement-breakpoint
INSERT INTO `card_pool_info` (`key`, `value`) SELECT 'importId', '1' WHERE EXISTS (SELECT 1 FROM `cards`);
--> statement-breakpoint
DELETE FROM `card_pool_info` WHERE `key` = 'labels';
--> statement-breakpoint
DROP TABLE `cards`;--> statement-breakpoint
DROP TABLE `packs`;--> statement-breakpoint
DROP TABLE `cycles`;--> statement-breakpoint
DROP TABLE `taboo_lists`;
