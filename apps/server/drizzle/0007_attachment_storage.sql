-- Attachment bytes are stored out of line and uncompressed (most are already compressed: images,
-- PDFs, audio), so a download's substring() reads only the chunks it asks for instead of decompressing
-- the value from its start. It applies to rows written from now on.
ALTER TABLE "attachment_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
