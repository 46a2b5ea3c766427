CREATE TABLE `collection_packs` (
	`pack_code` text PRIMARY KEY NOT NULL
);
