-- Uploaded files (images, PDFs, videos, download files). The bytes are in the storage STORAGE_URL names; this is
-- what they are. `key` is the storage key and the public address (`<kind>/<uuid>.<ext>`): never the uploader's name.
CREATE TABLE media_files (
  id uuid PRIMARY KEY,
  key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('image', 'pdf', 'video', 'file')),
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  original_name text NOT NULL,
  width integer,
  height integer,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
