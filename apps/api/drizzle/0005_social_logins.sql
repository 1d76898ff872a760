CREATE TABLE "social_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"browser_key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ticket_hash" text,
	"user_id" uuid,
	"is_new_account" boolean DEFAULT false NOT NULL,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	CONSTRAINT "social_logins_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "social_logins_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "social_logins" ADD CONSTRAINT "social_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_logins_expires_at_idx" ON "social_logins" USING btree ("expires_at");