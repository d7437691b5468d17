CREATE TABLE "task_rows" (
	"task_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"cells" text NOT NULL,
	CONSTRAINT "task_rows_task_id_row_pk" PRIMARY KEY("task_id","row")
);
