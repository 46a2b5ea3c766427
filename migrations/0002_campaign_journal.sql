CREATE TABLE `campaign_definitions` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `campaign_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_events_campaign_seq` ON `campaign_events` (`campaign_id`,`seq`);--> statement-breakpoint
CREATE TABLE `campaign_projections` (
	`campaign_id` integer PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`state` text NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `campaign_events_append_only_update` BEFORE UPDATE ON `campaign_events` BEGIN SELECT RAISE(ABORT, 'campaign_events is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `campaign_events_append_only_delete` BEFORE DELETE ON `campaign_events` BEGIN SELECT RAISE(ABORT, 'campaign_events is append-only'); END;
