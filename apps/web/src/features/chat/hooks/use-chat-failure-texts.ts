import { useQuery } from '@tanstack/react-query';
import { chatFailureTexts, type ChatFailureTexts } from '@cephalo/shared/chat-failure-texts';
import { useAuth } from '../../../lib/auth-storage';
import { doctorProfileQueryOptions } from '../../profile/api/get-doctor-profile';
import { profileQueryOptions } from '../../profile/api/get-profile';

/**
 * The failed-answer message and its Retry in the user's chat language (the profile's
 * `chat_answer_language`: GET /api/profile for a patient, GET /api/doctors for a doctor). Until
 * the profile is known, or when it cannot be read, the texts are English.
 */
export function useChatFailureTexts(): ChatFailureTexts {
  const { token, role } = useAuth();
  // Patients sign in with the role USER; only patients and doctors reach the chat.
  const isDoctor = role === 'DOCTOR';
  const patient = useQuery({ ...profileQueryOptions(token), enabled: token != null && !isDoctor });
  const doctor = useQuery({ ...doctorProfileQueryOptions(token), enabled: token != null && isDoctor });
  const language = isDoctor ? doctor.data?.chat_answer_language : patient.data?.chat_answer_language;
  return chatFailureTexts(language);
}
