import { api } from '../../api/api';

/** `GET /api/v1/me/` as the profile reads it; the sign-in fields appear when the server records them. */
export interface MyProfile {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  is_active: boolean;
  last_login?: string | null;
  login_count?: number | null;
  created_on?: string | null;
}

/** The signed-in user's own account: who they are, and changing their password. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProfile: build.query<MyProfile, void>({
      query: () => '/api/v1/me/',
      transformResponse: (response: { result: MyProfile }) => response.result,
      providesTags: ['Me'],
    }),
    changeMyPassword: build.mutation<unknown, { current_password: string; new_password: string }>({
      query: (body) => ({ url: '/api/v1/me/password', method: 'PUT', body }),
    }),
  }),
});

export const { useGetMyProfileQuery, useChangeMyPasswordMutation } = profileApi;
