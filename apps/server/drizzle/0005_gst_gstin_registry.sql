CREATE TABLE "gst_sim_gstins" (
	"gstin" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"cancelled_on" date,
	"legal_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
