import type { FastifyInstance } from 'fastify';
import { addAccessGate } from './access-gate';
import { registerRoute } from './auth/register';
import { logoutRoute } from './auth/logout';
import { renewTokenRoute } from './auth/renew-token';
import { tokenRoute } from './auth/token';
import { attackRoutes } from './diaries/attack-routes';
import { diaryRoutes } from './diaries/diary-routes';
import { getPredictionsRoute } from './predict/get-predictions';
import { doctorRoutes } from './doctors/doctor-routes';
import { doctorFhirRoute } from './doctors/doctor-fhir-route';
import { doctorOutcomesRoutes } from './doctors/doctor-outcomes-routes';
import { outcomesRoutes } from './outcomes/outcomes-routes';
import { getHealthRoute } from './health/get-health';
import { getReadyRoute } from './health/get-ready';
import { accountEmailRoutes } from './account/account-email-routes';
import { adminClinicRoutes } from './admin-clinic/admin-clinic-routes';
import { chatStreamRoutes } from './chat/chat-stream';
import { getOwnClinicRoute } from './clinic/get-own-clinic';
import { getKnowledgeArticleRoute } from './knowledge/get-knowledge-article';
import { getMeRoute } from './me/get-me';
import { interfaceLanguageRoute } from './me/interface-language-route';
import { nameRoutes } from './me/name-routes';
import { getAssignedDoctorRoute } from './patient/get-assigned-doctor';
import { getProfileLimitRoute } from './profile/get-profile-limit';
import { profileRoutes } from './profile/profile-routes';
import { questionRoutes } from './questions/question-routes';
import { voiceRoutes } from './voice/voice-routes';
import { getCurrentWeatherRoute } from './weather/get-current-weather';
import { getWeatherForecastRoute } from './weather/get-weather-forecast';

/**
 * Every API route, mounted under /api, behind one gate: each route has an access rule
 * (access-rules.ts) or cannot be registered; public routes pass, every other one needs a valid
 * session of an allowed role (401, then 403 with a detail).
 */
export async function apiRoutes(app: FastifyInstance) {
  addAccessGate(app);
  await app.register(getHealthRoute);
  await app.register(getReadyRoute);
  await app.register(registerRoute);
  await app.register(tokenRoute);
  await app.register(renewTokenRoute);
  await app.register(logoutRoute);
  await app.register(getMeRoute);
  await app.register(nameRoutes);
  await app.register(interfaceLanguageRoute);
  await app.register(accountEmailRoutes);
  await app.register(getProfileLimitRoute);
  await app.register(chatStreamRoutes);
  await app.register(questionRoutes);
  await app.register(getKnowledgeArticleRoute);
  await app.register(diaryRoutes);
  await app.register(attackRoutes);
  await app.register(getPredictionsRoute);
  await app.register(profileRoutes);
  await app.register(getAssignedDoctorRoute);
  await app.register(doctorRoutes);
  await app.register(outcomesRoutes);
  await app.register(doctorOutcomesRoutes);
  await app.register(doctorFhirRoute);
  await app.register(getOwnClinicRoute);
  await app.register(adminClinicRoutes);
  await app.register(voiceRoutes);
  await app.register(getCurrentWeatherRoute);
  await app.register(getWeatherForecastRoute);
}
