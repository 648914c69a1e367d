-- Review links are no longer stored: a link is a random nonce plus its HMAC under the service secret
-- (lib/domain/galleries/review-token.ts), made again from the nonce for the owner. Every gallery gets
-- a nonce (16 random bytes, base64url); the plaintext tokens go. Links shared before keep working
-- through their SHA-256 until the owner rotates the link.
ALTER TABLE galleries ADD COLUMN review_nonce text;
UPDATE galleries SET review_nonce = translate(rtrim(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '='), '+/', '-_');
ALTER TABLE galleries ALTER COLUMN review_nonce SET NOT NULL;
CREATE UNIQUE INDEX galleries_review_nonce_idx ON galleries (review_nonce);
ALTER TABLE galleries DROP COLUMN review_token;
ALTER TABLE galleries RENAME COLUMN review_token_hash TO legacy_review_token_hash;
ALTER TABLE galleries ALTER COLUMN legacy_review_token_hash DROP NOT NULL;
ALTER INDEX galleries_review_token_idx RENAME TO galleries_legacy_review_token_idx;
