/**
 * The server's rules for a service-hall terminal, for the kiosk's start-up and heartbeat and the console's registration
 * form: a device id (what an operator types and a log line shows without escaping) and a device key (256 random bits,
 * base64url, issue #29 §10). The server checks both again (server/src/services/kiosk/kiosk-service.ts).
 */
export const KIOSK_DEVICE_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const KIOSK_DEVICE_KEY = /^[A-Za-z0-9_-]{32,128}$/;
