import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverDetail } from '../../../lib/api-client.ts';
import { MESSAGE_MS } from '../utils/messages.ts';
import { extractProfile } from '../api/extract-profile.ts';
import { checkResumeFile, textKey } from '../utils/resume-file.ts';

export type ResumeChipState = 'none' | 'removed' | 'extracting' | 'using';

export type ResumeForFitOptions = {
  wid: string;
  /** The workspace's stored resume ('' when none). */
  cvText: string;
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  /** Stores the file as the workspace's resume (the documents feature, composed by the route) and refreshes the workspace. */
  upload: (file: File) => Promise<void>;
};

/**
 * The resume the agent uses for fit scores (docs/product/3-agent-tracker-assistant.md sections 2 and 4): the
 * workspace's resume, read into a profile by POST /api/agent/extract-profile (once per resume text); a PDF or DOCX
 * uploaded here becomes the workspace's resume; remove sets the deleted flag, and nothing is used again
 * until the user uploads or asks for the saved resume.
 */
export function useResumeForFit({ wid, cvText, removed, onRemovedChange, upload }: ResumeForFitOptions) {
  const hasResume = cvText.trim().length > 0;
  const profile = useQuery({
    queryKey: ['job-search', 'profile', wid, textKey(cvText)],
    queryFn: ({ signal }) => extractProfile({ wid }, signal),
    enabled: hasResume && !removed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const uploading = useMutation({
    mutationFn: upload,
    onSuccess: () => onRemovedChange(false),
    onError: (error) =>
      toast.error(serverDetail(error, 'Failed to upload resume'), { duration: MESSAGE_MS, closeButton: true }),
  });

  const pick = (file: File) => {
    const problem = checkResumeFile(file);
    if (problem) {
      toast.error(problem, { duration: MESSAGE_MS, closeButton: true });
      return;
    }
    uploading.mutate(file);
  };

  const state: ResumeChipState =
    uploading.isPending || (hasResume && !removed && profile.isFetching)
      ? 'extracting'
      : !hasResume
        ? 'none'
        : removed
          ? 'removed'
          : 'using';
  const usable = state === 'using' && profile.isSuccess ? profile.data : null;
  const failed = state === 'using' && profile.isError ? serverDetail(profile.error, 'Failed to extract profile') : null;

  return {
    state,
    usesResume: hasResume && !removed,
    profile: usable,
    profileError: failed,
    pick,
    remove: () => onRemovedChange(true),
    use: () => onRemovedChange(false),
  };
}
export type ResumeForFit = ReturnType<typeof useResumeForFit>;
