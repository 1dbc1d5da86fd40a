import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@cephalo/shared/errors';
import { WeatherForecastSchema, WeatherQuerySchema } from '@cephalo/shared/weather';

/** GET /weather/forecast?lat=&lon= (or ?city=): five days in 3-hour steps on the place's clock. */
export const getWeatherForecastRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/weather/forecast',
    {
      // The server proxies the weather service for its own users only.
      schema: {
        tags: ['weather'],
        summary: 'Five-day forecast of a place in 3-hour steps (dt_txt, main.temp, main.pressure)',
        querystring: WeatherQuerySchema,
        response: {
          200: WeatherForecastSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          502: ErrorResponseSchema,
        },
      },
    },
    async (request) => app.weather.getWeatherForecast(request.query),
  );
};
