import {
  ADVERT_CATEGORIES,
  type AdvertDto,
  type AdvertLocation,
  type AdvertSaved,
  type Comparator,
} from '../../../contract/adverts';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './adverts.repository';

type Row = Awaited<ReturnType<typeof repository.findAdverts>>[number];

const toDto = (row: Row): AdvertDto => ({
  advertId: row.id,
  name: row.name,
  url: row.url,
  img: row.img,
  desc: row.description,
  category: row.category as AdvertDto['category'],
  location: row.location as AdvertDto['location'],
});

export async function listAdverts(db: Executor): Promise<AdvertDto[]> {
  return (await repository.findAdverts(db)).map(toDto);
}

/** Every comparator category in the spec's order, with its adverts (an empty list says so). */
export async function comparator(db: Executor): Promise<Comparator> {
  const adverts = await listAdverts(db);
  return ADVERT_CATEGORIES.map((category) => ({
    category,
    adverts: adverts.filter((advert) => advert.category === category),
  }));
}

export async function advertsAt(db: Executor, location: AdvertLocation): Promise<AdvertDto[]> {
  return (await repository.findAdverts(db, location)).map(toDto);
}

/** Creates (advertId null) or updates an advert. */
export async function saveAdvert(
  db: Executor,
  advertId: number | null,
  { desc, ...body }: AdvertSaved,
  now: number,
): Promise<AdvertDto> {
  const changes = { ...body, description: desc };
  const id = advertId ?? (await repository.insertAdvert(db, changes, new Date(now).toISOString()));
  if (advertId !== null && !(await repository.updateAdvert(db, advertId, changes))) {
    throw AppError.notFound();
  }
  const saved = await repository.findAdvert(db, id);
  if (!saved) throw AppError.notFound();
  return toDto(saved);
}

export async function deleteAdvert(db: Executor, advertId: number): Promise<void> {
  if (!(await repository.deleteAdvert(db, advertId))) throw AppError.notFound();
}
