import { uuidv7 } from 'uuidv7';

/** Opaque, time-ordered ids (UUIDv7), made here because PostgreSQL 15 cannot. */
export const newId = () => uuidv7();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: string) => UUID.test(value);
