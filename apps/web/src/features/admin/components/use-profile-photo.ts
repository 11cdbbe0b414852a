import { useState } from 'react';
import { useValidationText } from '../../../hooks/use-validation-text';
import { type ProfileKind, useUploadProfilePhoto } from '../api/upload-profile-photo';
import { checkProfilePhoto } from './profile-photo-field';

/** The photo a profile form holds until it is saved: checked when chosen, sent once the profile has its id. */
export function useProfilePhoto(kind: ProfileKind) {
  const validationText = useValidationText();
  const upload = useUploadProfilePhoto();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  function choose(chosen: File | null) {
    const problem = chosen ? checkProfilePhoto(chosen) : null;
    setError(problem ? validationText(problem) : undefined);
    setFile(problem ? null : chosen);
  }

  /** Sends the chosen photo (if any) for the saved profile. */
  async function sendFor(profileId: string) {
    if (file) await upload.mutateAsync({ kind, profileId, file });
  }

  return { file, error, choose, sendFor };
}
