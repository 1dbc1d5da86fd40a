import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { CurrentWeatherSchema, WeatherQuerySchema } from '@cephalo/shared/weather';

/** GET /weather/current?lat=&lon= (or ?city=): the weather now, with headache advice. */
export const getCurrentWeatherRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/weather/current',
    {
      // The server proxies the weather service for its own users only.
      schema: {
        tags: ['weather'],
        summary: 'Current weather of a place (coordinates or city) with weather-based headache advice',
        querystring: WeatherQuerySchema,
        response: {
          200: CurrentWeatherSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          502: ErrorResponseSchema,
        },
      },
    },
    async (request) => app.weather.getCurrentWeather(request.query),
  );
};
