import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth-storage';
import { doctorProfileQueryOptions } from '../api/get-doctor-profile';
import { profileQueryOptions } from '../api/get-profile';

/**
 * The language the user wants chat answers in (the profile's `chat_answer_language`: GET
 * /api/profile for a patient, GET /api/doctors for a doctor); undefined until the profile is known
 * or when it cannot be read. The chat takes it from src/app to word its failure messages.
 */
export function useChatAnswerLanguage(): string | undefined {
  const { token, role } = useAuth();
  // Patients sign in with the role USER; only patients and doctors reach the chat.
  const isDoctor = role === 'DOCTOR';
  const patient = useQuery({ ...profileQueryOptions(token), enabled: token != null && !isDoctor });
  const doctor = useQuery({ ...doctorProfileQueryOptions(token), enabled: token != null && isDoctor });
  return isDoctor ? doctor.data?.chat_answer_language : patient.data?.chat_answer_language;
}
