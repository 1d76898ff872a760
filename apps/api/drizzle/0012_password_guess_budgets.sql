CREATE TABLE "password_guess_budgets" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"guesses" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_guess_budgets_window_idx" ON "password_guess_budgets" USING btree ("window_started_at");