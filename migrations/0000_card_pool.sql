CREATE TABLE `card_pool_info` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `cards` (
	`code` text PRIMARY KEY NOT NULL,
	`pack_code` text NOT NULL,
	`name` text NOT NULL,
	`name_de` text,
	`faction_code` text NOT NULL,
	`type_code` text NOT NULL,
	`is_player` integer NOT NULL,
	`hidden` integer NOT NULL,
	`duplicate_of` text,
	`data` text NOT NULL,
	FOREIGN KEY (`pack_code`) REFERENCES `packs`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `cycles` (
	`code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_de` text,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `packs` (
	`code` text PRIMARY KEY NOT NULL,
	`cycle_code` text NOT NULL,
	`name` text NOT NULL,
	`name_de` text,
	`position` integer NOT NULL,
	`date_release` text,
	`size` integer,
	FOREIGN KEY (`cycle_code`) REFERENCES `cycles`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `taboo_lists` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`date_start` text NOT NULL,
	`active` integer NOT NULL,
	`cards` text NOT NULL
);
