CREATE TABLE "fx_fixings" (
	"currency" char(3) NOT NULL,
	"day" date NOT NULL,
	"sek_per_unit" numeric(20, 8) NOT NULL,
	CONSTRAINT "fx_fixings_currency_day_pk" PRIMARY KEY("currency","day")
);
