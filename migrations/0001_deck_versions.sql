CREATE TABLE `deck_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`deck_id` integer NOT NULL,
	`version` integer NOT NULL,
	`deck` text NOT NULL,
	`locked` integer NOT NULL,
	`xp_granted` integer NOT NULL,
	`xp_carried` integer NOT NULL,
	`xp_spent` integer NOT NULL,
	`xp_adjustment` integer NOT NULL,
	`adjustment_reason` text,
	`exile_string` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`deck_id`) REFERENCES `decks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deck_versions_deck_version` ON `deck_versions` (`deck_id`,`version`);--> statement-breakpoint
CREATE TABLE `decks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`investigator_code` text NOT NULL,
	`created_at` text NOT NULL
);
