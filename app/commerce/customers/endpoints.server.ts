import { issueFuser } from '~/commerce/customers/fuser.server';
import { db } from '~/commerce/db/client.server';
import { readQuery } from '~/commerce/http/handler.server';
import {
  AuthCodeRequestSchema,
  AuthCheckRequestSchema,
  ChangePhoneRequestSchema,
  AuthCodeResponseSchema,
  AuthCheckResponseSchema,
} from '~/commerce/contract/auth';
import { clientIp } from '~/commerce/customers/client-ip.server';
import { customersDeps } from '~/commerce/customers/deps.server';
import { requestSignInCode, checkSignInCode } from '~/commerce/customers/sign-in.server';
import { TokenRefreshRequestSchema, TokenRefreshResponseSchema } from '~/commerce/contract/session';
import { revokeSession, rotateRefreshToken } from '~/commerce/customers/tokens.server';
import { requireUser } from '~/commerce/customers/auth.server';
import { getUser, updateProfile } from '~/commerce/customers/users.server';
import { AccountUpdateSchema } from '~/commerce/contract/account-update';
import { confirmPhoneChange, requestPhoneChangeCode } from '~/commerce/customers/phone-change.server';
import {
  favoritesMap,
  favoritesPage,
  addFavorites,
  removeFavorites,
} from '~/commerce/customers/favorites.server';
import {
  FavoritesListQuerySchema,
  FavoritesChangeSchema,
  FavoritesMapResponseSchema,
  FavoritesListResponseSchema,
} from '~/commerce/contract/favorites';
import { FuserResponseSchema } from '~/commerce/contract/fuser';
import { SuccessBodySchema } from '~/commerce/contract/common';
import { UserSchema, UserUpdateResponseSchema } from '~/commerce/contract/user';
import { BonusHistoryQuerySchema, BonusHistorySchema } from '~/commerce/contract/bonus-history';
import { bonusHistoryPage } from '~/commerce/loyalty/bonus-history.server';
import { z } from 'zod';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Покупатели». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'post',
    path: '/api/fuser',
    summary: 'POST /api/fuser: a new guest identity. No body is read.',
    response: FuserResponseSchema,
    handler: async () => {
      return issueFuser(await db());
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/auth/code',
    summary: 'POST /api/auth/code {phone, token}: texts a sign-in code.',
    body: AuthCodeRequestSchema,
    response: AuthCodeResponseSchema,
    handler: async ({ request, context, readBody }) => {
      const body = await readBody();
      return requestSignInCode(await customersDeps(), {
        phone: body.phone,
        captchaToken: body.token,
        ip: clientIp(request, context),
      });
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/auth/check',
    summary:
      'POST /api/auth/check {phone, code}: signs in with the code, creating the account on first use; answers user, isNewUser, token, refreshToken, refreshTokenExpire.',
    body: AuthCheckRequestSchema,
    response: AuthCheckResponseSchema,
    handler: async ({ request, context, readBody }) => {
      const body = await readBody();
      return checkSignInCode(await customersDeps(), {
        phone: body.phone,
        code: body.code,
        ip: clientIp(request, context),
      });
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/auth/logout',
    summary:
      'POST /api/auth/logout {refreshToken}: revokes the sign-in the token belongs to. The storefront calls it on logout so stolen copies of the token die too.',
    body: TokenRefreshRequestSchema,
    response: SuccessBodySchema,
    handler: async ({ readBody }) => {
      const { refreshToken } = await readBody();
      const deps = await customersDeps();
      await revokeSession(deps.db, refreshToken, deps.now());
      return { success: true };
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/token/refresh',
    summary:
      'POST /api/token/refresh {refreshToken}: a new access token and a rotated refresh token; the same token again within a few seconds (a parallel refresh) gets the same pair, a later replay revokes its whole sign-in (401).',
    body: TokenRefreshRequestSchema,
    response: TokenRefreshResponseSchema,
    handler: async ({ readBody }) => {
      const { refreshToken } = await readBody();
      const deps = await customersDeps();
      return {
        success: true,
        ...(await rotateRefreshToken(deps.db, refreshToken, deps.now(), deps.lifetimes)),
      };
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/user/current',
    summary: 'GET /api/user/current: the signed-in user (401 without a valid access token).',
    response: UserSchema,
    handler: async ({ request }) => {
      const { userId } = await requireUser(request);
      return getUser(await db(), userId);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/user/update',
    summary:
      "POST /api/user/update: saves a partial profile checked with the profile's field rules, and the size preferences.",
    body: AccountUpdateSchema,
    response: UserUpdateResponseSchema,
    handler: async ({ request, readBody }) => {
      const { userId } = await requireUser(request);
      const update = await readBody();
      return {
        success: true,
        message: 'Данные сохранены',
        user: await updateProfile(await db(), userId, update),
      };
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/user/confirm-change-phone',
    response: z.union([AuthCodeResponseSchema, UserUpdateResponseSchema]),
    summary:
      'POST /api/user/confirm-change-phone/: `{phone}` texts a code to the new number, `{phone, code}` confirms it and moves the account there (409 when the number is taken).',
    body: ChangePhoneRequestSchema,
    handler: async ({ request, context, readBody }) => {
      const { userId } = await requireUser(request);
      const { phone, code } = await readBody();
      const deps = await customersDeps();
      const ip = clientIp(request, context);
      return code === undefined
        ? requestPhoneChangeCode(deps, { userId, phone, ip })
        : confirmPhoneChange(deps, { userId, phone, code, ip });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/favorites',
    summary: "GET /api/favorites: the user's favourites keyed by product variant id.",
    response: FavoritesMapResponseSchema,
    handler: async ({ request }) => {
      const { userId } = await requireUser(request);
      return favoritesMap(await db(), userId);
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/favorites/list',
    summary: 'GET /api/favorites/list?page=: a page of favourite cards with the totals.',
    query: FavoritesListQuerySchema,
    response: FavoritesListResponseSchema,
    handler: async ({ request }) => {
      const { userId } = await requireUser(request);
      const { page } = readQuery(request, FavoritesListQuerySchema);
      return favoritesPage(await db(), userId, page);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/favorites/add',
    summary: 'POST /api/favorites/add {productVariants: [{id}]}: answers the whole favourites map.',
    body: FavoritesChangeSchema,
    response: FavoritesMapResponseSchema,
    handler: async ({ request, readBody }) => {
      const { userId } = await requireUser(request);
      const { productVariants } = await readBody();
      return addFavorites(
        await db(),
        userId,
        productVariants.map((variant) => variant.id),
        new Date(),
      );
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/favorites/remove',
    summary: 'POST /api/favorites/remove {productVariants: [{id}]}: answers the whole favourites map.',
    body: FavoritesChangeSchema,
    response: FavoritesMapResponseSchema,
    handler: async ({ request, readBody }) => {
      const { userId } = await requireUser(request);
      const { productVariants } = await readBody();
      return removeFavorites(
        await db(),
        userId,
        productVariants.map((variant) => variant.id),
      );
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/user/bonus-history',
    summary: 'GET /api/user/bonus-history?page=: the bonus balance and a page of its changes, newest first.',
    query: BonusHistoryQuerySchema,
    response: BonusHistorySchema,
    handler: async ({ request }) => {
      const { userId } = await requireUser(request);
      const { page } = readQuery(request, BonusHistoryQuerySchema);
      return bonusHistoryPage(await db(), userId, page);
    },
  }),
];
